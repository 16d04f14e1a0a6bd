export { Demo } from './Demo';
export { createDemoTheme, DemoTheme } from './DemoTheme';
export { listDemoFiles, type DemoFile } from './files';
