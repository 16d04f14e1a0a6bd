import { describe, expect, it } from 'vitest';
import { importSpecifiers } from './imports';

describe('importSpecifiers', () => {
  it('lists value imports once, in order, and leaves type-only imports out', () => {
    const source = [
      "import * as React from 'react';",
      "import Button from '@mui/material/Button';",
      "import { DataGrid, type GridColDef } from '@mui/x-data-grid';",
      "import type { Dayjs } from 'dayjs';",
      "import dayjs from 'dayjs';",
      "import 'dayjs/locale/fr';",
      'import {',
      '  LineChart,',
      "} from '@mui/x-charts/LineChart';",
      "import Button2 from '@mui/material/Button';",
      'const text = "import x from \'not-a-statement\'";',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      'react',
      '@mui/material/Button',
      '@mui/x-data-grid',
      'dayjs',
      'dayjs/locale/fr',
      '@mui/x-charts/LineChart',
    ]);
  });
});
