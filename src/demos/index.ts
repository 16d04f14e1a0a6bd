// Server-side face of the demo system. Client pieces (DemoTheme, DemoPreview) are imported by path,
// so a page that shows no demo never loads their code.
export { Demo } from './Demo';
export { listDemoFiles, type DemoFile } from './files';
