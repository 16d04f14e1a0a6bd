import { describe, expect, it } from 'vitest';
import { toJavaScript } from './toJavaScript';

describe('toJavaScript', () => {
  it('removes types and type-only imports, keeping blank lines between statements', async () => {
    const source = [
      "import { DataGrid } from '@mui/x-data-grid';",
      "import type { GridColDef } from '@mui/x-data-grid';",
      '',
      "const columns: GridColDef[] = [{ field: 'name', width: 150 }];",
      '',
      'export default function Grid(): React.JSX.Element {',
      '  return <DataGrid rows={[]} columns={columns} />;',
      '}',
    ].join('\n');
    expect(await toJavaScript(source, 'tsx')).toBe(
      [
        "import { DataGrid } from '@mui/x-data-grid';",
        '',
        "const columns = [{ field: 'name', width: 150 }];",
        '',
        'export default function Grid() {',
        '  return <DataGrid rows={[]} columns={columns} />;',
        '}',
      ].join('\n'),
    );
  });

  it('handles plain TypeScript modules', async () => {
    expect(await toJavaScript("const key: string = 'abc';\nexport { key };", 'ts')).toBe(
      "const key = 'abc';\nexport { key };",
    );
  });

  it('returns null when there is nothing to remove', async () => {
    expect(await toJavaScript("const a = 1;\nconsole.log('a', a);", 'ts')).toBeNull();
  });

  it('returns null for a sample that does not compile', async () => {
    expect(await toJavaScript('const = ;', 'ts')).toBeNull();
  });
});
