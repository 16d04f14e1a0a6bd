import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, DataGridProProps, GridColDef } from '@mui/x-data-grid-pro';

interface Place {
  id: number;
  path: string[];
  type: string;
}

const rows: Place[] = [
  { id: 1, path: ['Europe'], type: 'Continent' },
  { id: 2, path: ['Europe', 'France'], type: 'Country' },
  { id: 3, path: ['Europe', 'France', 'Lyon'], type: 'City' },
  { id: 4, path: ['Europe', 'France', 'Nice'], type: 'City' },
  { id: 5, path: ['Europe', 'Portugal'], type: 'Country' },
  { id: 6, path: ['Europe', 'Portugal', 'Porto'], type: 'City' },
  { id: 7, path: ['Asia'], type: 'Continent' },
  { id: 8, path: ['Asia', 'Japan'], type: 'Country' },
  { id: 9, path: ['Asia', 'Japan', 'Nagoya'], type: 'City' },
  { id: 10, path: ['Asia', 'Vietnam'], type: 'Country' },
  { id: 11, path: ['Asia', 'Vietnam', 'Hue'], type: 'City' },
];

const columns: GridColDef<Place>[] = [{ field: 'type', headerName: 'Type', width: 140 }];

const getTreeDataPath: DataGridProProps<Place>['getTreeDataPath'] = (row) => row.path;

export default function TreeDataFiltering() {
  const [disableChildrenFiltering, setDisableChildrenFiltering] = React.useState(false);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableChildrenFiltering}
            onChange={(event) => setDisableChildrenFiltering(event.target.checked)}
          />
        }
        label="disableChildrenFiltering"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={{ headerName: 'Place', width: 260 }}
          disableChildrenFiltering={disableChildrenFiltering}
          defaultGroupingExpansionDepth={-1}
          showToolbar
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Porto'] } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
