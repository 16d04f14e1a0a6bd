/**
 * The nine Material UI templates (SPEC §2 gives their labels). Each is one demo file in
 * content/material-ui/getting-started/templates/demos/, shown full screen at
 * /material-ui/getting-started/templates/<slug>/, outside the docs layout.
 */
export interface Template {
  slug: string;
  label: string;
  /** The demo's component name (and file name). */
  demo: string;
}

export const TEMPLATES_PATH = '/material-ui/getting-started/templates';
export const TEMPLATES_DEMO_FOLDER = 'material-ui/getting-started/templates';

export const TEMPLATES: readonly Template[] = [
  { slug: 'marketing-page', label: 'Marketing page', demo: 'TemplateMarketingPage' },
  { slug: 'blog', label: 'Blog', demo: 'TemplateBlog' },
  { slug: 'checkout', label: 'Checkout', demo: 'TemplateCheckout' },
  { slug: 'dashboard', label: 'Dashboard', demo: 'TemplateDashboard' },
  { slug: 'pricing', label: 'Pricing', demo: 'TemplatePricing' },
  { slug: 'sign-in', label: 'Sign-in', demo: 'TemplateSignIn' },
  { slug: 'sign-in-side', label: 'Sign-in side', demo: 'TemplateSignInSide' },
  { slug: 'sign-up', label: 'Sign-up', demo: 'TemplateSignUp' },
  { slug: 'sticky-footer', label: 'Sticky footer', demo: 'TemplateStickyFooter' },
];

export function findTemplate(slug: string): Template | undefined {
  return TEMPLATES.find((template) => template.slug === slug);
}

export const templateDemoKey = (template: Template) => `${TEMPLATES_DEMO_FOLDER}/${template.demo}`;
