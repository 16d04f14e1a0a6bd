/** An ad as the slot renders it (SPEC §3): in-house, or an external one mapped to this shape. */
export interface Ad {
  name: string;
  link: string;
  img: string;
  /** HTML; external descriptions are sanitised before use, in-house ones are ours. */
  description: string;
  poweredby: string;
  label: string;
}

/** The five in-house ads (SPEC §9), shown when there is no paid ad. */
export const IN_HOUSE_ADS: readonly Ad[] = [
  {
    name: 'templates',
    link: 'https://mui.com/material-ui/getting-started/templates/',
    img: '/static/ads/templates.svg',
    description:
      '<strong>Start from a finished layout.</strong> Dashboards, sign-in pages and landing pages built with Material UI, ready to adapt.',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
  {
    name: 'themes',
    link: 'https://mui.com/store/',
    img: '/static/ads/themes.svg',
    description:
      '<strong>Give your app its own look.</strong> Themes and complete kits for Material UI from the MUI Store.',
    poweredby: 'MUI',
    label: 'in-house-themes',
  },
  {
    name: 'enterprise-support',
    link: 'https://mui.com/pricing/',
    img: '/static/ads/support.svg',
    description:
      '<strong>Answers from the people who build MUI X.</strong> Priority support comes with the Premium plan.',
    poweredby: 'MUI',
    label: 'in-house-enterprise-support',
  },
  {
    name: 'design-kit',
    link: 'https://mui.com/design-kits/',
    img: '/static/ads/design-kit.svg',
    description:
      '<strong>Design with the real components.</strong> Figma, Sketch and Adobe XD kits that match what developers ship.',
    poweredby: 'MUI',
    label: 'in-house-design-kit',
  },
  {
    name: 'scaffold-tool',
    link: 'https://mui.com/toolpad/',
    img: '/static/ads/scaffold.svg',
    description:
      '<strong>Skip the boilerplate.</strong> Toolpad scaffolds dashboards and internal tools on top of Material UI.',
    poweredby: 'MUI',
    label: 'in-house-scaffold-tool',
  },
];

/** One in-house ad, picked with the injected `random()`. */
export function pickInHouseAd(random: () => number): Ad {
  return IN_HOUSE_ADS[
    Math.min(IN_HOUSE_ADS.length - 1, Math.floor(random() * IN_HOUSE_ADS.length))
  ];
}
