/** The registry of every demo of a folder, for views that show any demo (the playground). */
export const folderRegistry = (key: string) => `folder:${key.slice(0, key.lastIndexOf('/'))}`;
