export {
  AdConfigProvider,
  DEFAULT_AD_CONFIG,
  useAdConfig,
  type AdConfig,
} from './AdConfigProvider';
export { AdBlock } from './AdBlock';
