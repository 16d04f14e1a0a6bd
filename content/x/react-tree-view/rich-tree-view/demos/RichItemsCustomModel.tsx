import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

// Data as it comes from an API: no `id`, `label` or `children` keys.
interface Region {
  code: string;
  name: string;
  population: number;
  subRegions?: Region[];
}

const regions: Region[] = [
  {
    code: 'ES',
    name: 'Spain',
    population: 48_600_000,
    subRegions: [
      { code: 'ES-CT', name: 'Catalonia', population: 8_000_000 },
      { code: 'ES-AN', name: 'Andalusia', population: 8_600_000 },
    ],
  },
  {
    code: 'PT',
    name: 'Portugal',
    population: 10_600_000,
    subRegions: [
      { code: 'PT-11', name: 'Lisbon', population: 2_300_000 },
      { code: 'PT-13', name: 'Porto', population: 1_800_000 },
    ],
  },
];

const formatter = new Intl.NumberFormat('en-US', { notation: 'compact' });

const getRegionId = (region: Region) => region.code;
const getRegionLabel = (region: Region) =>
  `${region.name} (${formatter.format(region.population)})`;
const getRegionChildren = (region: Region) => region.subRegions;

export default function RichItemsCustomModel() {
  return (
    <Box sx={{ height: 220, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Regions"
        items={regions}
        getItemId={getRegionId}
        getItemLabel={getRegionLabel}
        getItemChildren={getRegionChildren}
        defaultExpandedItems={['ES']}
      />
    </Box>
  );
}
