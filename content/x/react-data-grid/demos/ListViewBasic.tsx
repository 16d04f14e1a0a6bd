import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef, GridListViewColDef } from '@mui/x-data-grid-pro';

interface Contact {
  id: number;
  name: string;
  email: string;
  role: string;
}

const rows: Contact[] = [
  { id: 1, name: 'Amara Osei', email: 'amara.osei@example.com', role: 'Designer' },
  { id: 2, name: 'Bruno Costa', email: 'bruno.costa@example.com', role: 'Engineer' },
  { id: 3, name: 'Chen Wei', email: 'chen.wei@example.com', role: 'Engineer' },
  { id: 4, name: 'Dana Levi', email: 'dana.levi@example.com', role: 'Product' },
  { id: 5, name: 'Elif Yilmaz', email: 'elif.yilmaz@example.com', role: 'Support' },
  { id: 6, name: 'Farah Haddad', email: 'farah.haddad@example.com', role: 'Sales' },
  { id: 7, name: 'Gustavo Lima', email: 'gustavo.lima@example.com', role: 'Engineer' },
  { id: 8, name: 'Hana Sato', email: 'hana.sato@example.com', role: 'Designer' },
];

// Used in grid view, and by sorting, filtering and export in both views.
const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
  { field: 'role', headerName: 'Role', width: 120 },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function ContactCard({ contact }: { contact: Contact }) {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', height: '100%', width: '100%' }}
    >
      <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        {initials(contact.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 500 }}>
          {contact.name}
        </Typography>
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {contact.email}
        </Typography>
      </Box>
      <Chip label={contact.role} size="small" variant="outlined" />
    </Stack>
  );
}

// The only column shown in list view.
const listViewColumn: GridListViewColDef<Contact> = {
  field: 'contact',
  renderCell: (params) => <ContactCard contact={params.row} />,
};

export default function ListViewBasic() {
  return (
    <Box sx={{ height: 400, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        hideFooter
      />
    </Box>
  );
}
