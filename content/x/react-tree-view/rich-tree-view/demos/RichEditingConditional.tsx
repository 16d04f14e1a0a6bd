import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Folder {
  id: string;
  label: string;
  system?: boolean;
  children?: Folder[];
}

export default function RichEditingConditional() {
  const [folders, setFolders] = React.useState<Folder[]>([
    {
      id: 'mail',
      label: 'Mail (system folder)',
      system: true,
      children: [
        { id: 'clients', label: 'Clients' },
        { id: 'newsletters', label: 'Newsletters' },
      ],
    },
    { id: 'trash', label: 'Trash (system folder)', system: true },
  ]);

  // Keep your own copy of the data in sync with the edits.
  const handleLabelChange = (itemId: string, newLabel: string) => {
    const rename = (list: Folder[]): Folder[] =>
      list.map((folder) => ({
        ...folder,
        label: folder.id === itemId ? newLabel : folder.label,
        children: folder.children ? rename(folder.children) : undefined,
      }));
    setFolders((prev) => rename(prev));
  };

  return (
    <Box sx={{ height: 200, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <RichTreeView
        aria-label="Mail folders"
        items={folders}
        isItemEditable={(folder) => !folder.system}
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['mail']}
        slotProps={{
          item: ({ label }) => ({
            slotProps: { labelInput: { 'aria-label': `New name for ${label}` } },
          }),
        }}
      />
    </Box>
  );
}
