export { createDemoTheme, DemoTheme } from './DemoTheme';
