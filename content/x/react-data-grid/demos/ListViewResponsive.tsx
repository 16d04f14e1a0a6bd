import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  status: string;
  eta: string;
}

const rows: Shipment[] = [
  {
    id: 'SH-1042',
    destination: 'Lyon, France',
    carrier: 'DHL',
    status: 'In transit',
    eta: 'May 14',
  },
  {
    id: 'SH-1043',
    destination: 'Porto, Portugal',
    carrier: 'UPS',
    status: 'Delivered',
    eta: 'May 9',
  },
  {
    id: 'SH-1044',
    destination: 'Gdańsk, Poland',
    carrier: 'FedEx',
    status: 'Delayed',
    eta: 'May 18',
  },
  {
    id: 'SH-1045',
    destination: 'Ghent, Belgium',
    carrier: 'DHL',
    status: 'In transit',
    eta: 'May 13',
  },
  {
    id: 'SH-1046',
    destination: 'Turin, Italy',
    carrier: 'GLS',
    status: 'Label created',
    eta: 'May 20',
  },
  {
    id: 'SH-1047',
    destination: 'Aarhus, Denmark',
    carrier: 'UPS',
    status: 'In transit',
    eta: 'May 15',
  },
  {
    id: 'SH-1048',
    destination: 'Bilbao, Spain',
    carrier: 'FedEx',
    status: 'Delivered',
    eta: 'May 8',
  },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 160 },
  { field: 'carrier', headerName: 'Carrier', width: 100 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'eta', headerName: 'ETA', width: 90 },
];

const listViewColumn: GridListViewColDef<Shipment> = {
  field: 'shipment',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
        {row.destination}
      </Typography>
      <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
        {row.id} · {row.carrier} · {row.status}, ETA {row.eta}
      </Typography>
    </Stack>
  ),
};

export default function ListViewResponsive() {
  const theme = useTheme();
  // List view by default below the `md` breakpoint (900 px).
  const isSmallScreen = useMediaQuery(theme.breakpoints.down('md'));
  // Once the user flips the switch, their choice wins over the screen size.
  const [userChoice, setUserChoice] = React.useState<boolean | null>(null);
  const listView = userChoice ?? isSmallScreen;

  return (
    <Stack spacing={1} sx={{ height: 420, width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={listView} onChange={(event) => setUserChoice(event.target.checked)} />
        }
        label="List view"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 64 : 52}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
