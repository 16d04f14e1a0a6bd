import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SpeedIcon from '@mui/icons-material/Speed';
import MemoryIcon from '@mui/icons-material/Memory';
import {
  DataGrid,
  GridColDef,
  GridColumnGroupHeaderParams,
  GridColumnGroupingModel,
} from '@mui/x-data-grid';

const rows = [
  { id: 1, host: 'web-01', p50: 42, p99: 180, cpu: 37, memory: 61 },
  { id: 2, host: 'web-02', p50: 45, p99: 210, cpu: 41, memory: 58 },
  { id: 3, host: 'api-01', p50: 18, p99: 95, cpu: 72, memory: 80 },
  { id: 4, host: 'api-02', p50: 21, p99: 120, cpu: 66, memory: 77 },
  { id: 5, host: 'worker-01', p50: 230, p99: 900, cpu: 88, memory: 45 },
];

const columns: GridColDef[] = [
  { field: 'host', headerName: 'Host', width: 120 },
  { field: 'p50', headerName: 'p50 (ms)', type: 'number', width: 110 },
  { field: 'p99', headerName: 'p99 (ms)', type: 'number', width: 110 },
  { field: 'cpu', headerName: 'CPU (%)', type: 'number', width: 110 },
  { field: 'memory', headerName: 'Memory (%)', type: 'number', width: 120 },
];

function GroupHeader(props: GridColumnGroupHeaderParams & { icon: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {props.icon}
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {props.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {props.fields.length} columns
      </Typography>
    </Box>
  );
}

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'latency',
    headerName: 'Latency',
    headerClassName: 'group--latency',
    children: [{ field: 'p50' }, { field: 'p99' }],
    renderHeaderGroup: (params) => (
      <GroupHeader {...params} icon={<SpeedIcon fontSize="small" aria-hidden />} />
    ),
  },
  {
    groupId: 'resources',
    headerName: 'Resources',
    headerClassName: 'group--resources',
    children: [{ field: 'cpu' }, { field: 'memory' }],
    renderHeaderGroup: (params) => (
      <GroupHeader {...params} icon={<MemoryIcon fontSize="small" aria-hidden />} />
    ),
  },
];

export default function ColumnGroupsCustomHeader() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .group--latency': { bgcolor: 'rgba(25, 118, 210, 0.08)' },
        '& .group--resources': { bgcolor: 'rgba(46, 125, 50, 0.08)' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
