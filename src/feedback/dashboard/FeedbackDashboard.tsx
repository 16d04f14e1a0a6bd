'use client';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DemoTheme } from '@/demos/DemoTheme';
import type { DashboardData } from './data';

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
const pageUrl = (pathname: string) => `${pathname}/`;

type PageRow = DashboardData['pages'][number] & { id: string; total: number };
type CommentRow = DashboardData['items'][number];

const pageColumns: GridColDef<PageRow>[] = [
  {
    field: 'pathname',
    headerName: 'Page',
    flex: 1,
    minWidth: 220,
    renderCell: ({ row }) => <Link href={pageUrl(row.pathname)}>{row.pathname}</Link>,
  },
  { field: 'up', headerName: 'Helpful', type: 'number', width: 100 },
  { field: 'down', headerName: 'Not helpful', type: 'number', width: 120 },
  { field: 'total', headerName: 'Votes', type: 'number', width: 90 },
  {
    field: 'ratio',
    headerName: 'Helpful share',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => percent(value),
  },
];

const commentColumns: GridColDef<CommentRow>[] = [
  {
    field: 'createdAt',
    headerName: 'Date (UTC)',
    type: 'dateTime',
    width: 170,
    valueGetter: (value: string) => new Date(value),
    valueFormatter: (value: Date) => value.toISOString().slice(0, 16).replace('T', ' '),
  },
  {
    field: 'pathname',
    headerName: 'Page',
    width: 240,
    renderCell: ({ row }) => (
      <Link href={pageUrl(row.pathname) + (row.sectionId ? `#${row.sectionId}` : '')}>
        {row.pathname}
      </Link>
    ),
  },
  { field: 'sectionTitle', headerName: 'Section', width: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'singleSelect',
    width: 120,
    valueOptions: [
      { value: 1, label: 'Helpful' },
      { value: 0, label: 'Not helpful' },
    ],
  },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 260 },
  { field: 'language', headerName: 'Language', width: 100 },
];

/** The maintainers' view of page feedback: charts of the votes and every comment in a grid. */
export function FeedbackDashboard({ data }: { data: DashboardData }) {
  const pageRows: PageRow[] = data.pages.map((page) => ({
    ...page,
    id: page.pathname,
    total: page.up + page.down,
  }));
  const top = pageRows.slice(0, 12);
  const up = pageRows.reduce((sum, page) => sum + page.up, 0);
  const down = pageRows.reduce((sum, page) => sum + page.down, 0);
  const comments = data.items.filter((item) => item.comment !== null);

  return (
    <DemoTheme>
      <Stack spacing={3}>
        <Typography component="p" data-testid="feedback-totals">
          {up + down} votes on {pageRows.length} pages, {percent(up + down ? up / (up + down) : 0)}{' '}
          helpful; {comments.length} comments.
        </Typography>

        <Paper
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-labelledby="votes-per-page"
        >
          <Typography id="votes-per-page" variant="h6" component="h2">
            Votes per page (12 most voted)
          </Typography>
          <Box sx={{ height: Math.max(200, 48 + top.length * 32) }}>
            <BarChart
              dataset={top.map(({ pathname, up, down }) => ({ pathname, up, down }))}
              layout="horizontal"
              yAxis={[{ scaleType: 'band', dataKey: 'pathname', width: 240 }]}
              series={[
                { dataKey: 'up', label: 'Helpful', stack: 'votes' },
                { dataKey: 'down', label: 'Not helpful', stack: 'votes' },
              ]}
            />
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="votes-per-day">
          <Typography id="votes-per-day" variant="h6" component="h2">
            Votes per day
          </Typography>
          <Box sx={{ height: 280 }}>
            <LineChart
              dataset={data.days.map(({ day, up, down }) => ({ day, up, down }))}
              xAxis={[{ scaleType: 'point', dataKey: 'day' }]}
              series={[
                { dataKey: 'up', label: 'Helpful' },
                { dataKey: 'down', label: 'Not helpful' },
              ]}
            />
          </Box>
        </Paper>

        <section aria-labelledby="pages-title">
          <Typography id="pages-title" variant="h6" component="h2" gutterBottom>
            Pages
          </Typography>
          <Box sx={{ height: 420 }}>
            <DataGrid
              rows={pageRows}
              columns={pageColumns}
              showToolbar
              label="Helpfulness per page"
              initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
            />
          </Box>
        </section>

        <section aria-labelledby="comments-title">
          <Typography id="comments-title" variant="h6" component="h2" gutterBottom>
            Comments
          </Typography>
          <Box sx={{ height: 520 }}>
            <DataGrid
              rows={comments}
              columns={commentColumns}
              showToolbar
              label="Feedback comments"
              getRowHeight={() => 'auto'}
              slotProps={{ toolbar: { csvOptions: { fileName: 'feedback-comments' } } }}
            />
          </Box>
        </section>
      </Stack>
    </DemoTheme>
  );
}
