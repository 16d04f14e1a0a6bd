export {
  AdConfigProvider,
  DEFAULT_AD_CONFIG,
  useAdConfig,
  type AdConfig,
} from './AdConfigProvider';
