export type Plan = 'pro' | 'premium';

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
  plan?: Plan;
}
