export interface VersionLink {
  text: string;
  href: string;
  current: boolean;
}
