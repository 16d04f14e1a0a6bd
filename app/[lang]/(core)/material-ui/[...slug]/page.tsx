import { guideRoute } from '@/app-shell';

/** Material UI guides and component pages (SPEC §2: the second documentation area). */
const route = guideRoute('/material-ui', () => true);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
