export {
  findTemplate,
  TEMPLATES,
  TEMPLATES_PATH,
  templateDemoKey,
  type Template,
} from './templates';
