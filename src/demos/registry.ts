import { demoRegistries, type DemoLoader } from '../../generated/demos';
import { folderRegistry } from './registryKeys';

/**
 * A demo's loader, from its page's registry (fetched with the page's first demo) or, without a
 * page, its folder's. Undefined for a demo the registry does not list.
 */
export async function findDemoLoader(
  key: string,
  registry = folderRegistry(key),
): Promise<DemoLoader | undefined> {
  const load = demoRegistries[registry];
  if (!load) return undefined;
  const { demoLoaders } = await load();
  return demoLoaders[key];
}
