export { SettingsButton } from './SettingsButton';
