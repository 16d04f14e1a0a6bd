import { guideRoute, isCorePath } from '@/app-shell';

/** Written pages outside the Material UI area: /x/… guides, /versions/ and the like. */
const route = guideRoute('', (path) => !isCorePath(path));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
