import { z } from 'zod';

/** Frontmatter every MDX page must have. A typo fails the build with the file name. */
export const frontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

export function parseFrontmatter(data: unknown, file: string): Frontmatter {
  const result = frontmatterSchema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid frontmatter in ${file}: ${problems}`);
  }
  return result.data;
}
