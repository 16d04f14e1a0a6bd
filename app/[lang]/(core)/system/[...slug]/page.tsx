import { guideRoute } from '@/app-shell';

/** MUI System pages, in the Material UI area's layout. */
const route = guideRoute('/system', () => true);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
