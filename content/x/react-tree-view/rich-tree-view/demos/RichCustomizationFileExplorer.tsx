import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import FolderRounded from '@mui/icons-material/FolderRounded';
import FolderOpenRounded from '@mui/icons-material/FolderOpenRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';

type FileKind = 'folder' | 'image' | 'pdf' | 'code' | 'text' | 'sheet' | 'video';

interface FileNode {
  id: string;
  label: string;
  kind: FileKind;
  /** Number of entries in a folder, known before its content is loaded. */
  childCount?: number;
  size?: string;
  children?: FileNode[];
}

// The items shown on first render. Folder contents are fetched when a folder opens.
const rootItems: FileNode[] = [
  { id: 'documents', label: 'Documents', kind: 'folder', childCount: 3 },
  { id: 'photos', label: 'Photos', kind: 'folder', childCount: 2 },
  { id: 'website', label: 'website', kind: 'folder', childCount: 3 },
  { id: 'notes', label: 'notes.txt', kind: 'text', size: '2 KB' },
];

// What a server would return for each folder.
const folderContents: Record<string, FileNode[]> = {
  documents: [
    { id: 'documents/taxes', label: 'Taxes', kind: 'folder', childCount: 2 },
    { id: 'documents/budget', label: 'budget-2026.xlsx', kind: 'sheet', size: '48 KB' },
    { id: 'documents/lease', label: 'lease.pdf', kind: 'pdf', size: '1.2 MB' },
  ],
  'documents/taxes': [
    { id: 'documents/taxes/return', label: 'return-2025.pdf', kind: 'pdf', size: '860 KB' },
    { id: 'documents/taxes/receipts', label: 'receipts.xlsx', kind: 'sheet', size: '31 KB' },
  ],
  photos: [
    { id: 'photos/lisbon', label: 'lisbon.jpg', kind: 'image', size: '3.4 MB' },
    { id: 'photos/birthday', label: 'birthday.mp4', kind: 'video', size: '84 MB' },
  ],
  // This response includes the content of `src`, so opening `src` needs no request.
  website: [
    {
      id: 'website/src',
      label: 'src',
      kind: 'folder',
      childCount: 2,
      children: [
        { id: 'website/src/index', label: 'index.tsx', kind: 'code', size: '1 KB' },
        { id: 'website/src/app', label: 'App.tsx', kind: 'code', size: '4 KB' },
      ],
    },
    { id: 'website/logo', label: 'logo.png', kind: 'image', size: '12 KB' },
    { id: 'website/readme', label: 'README.md', kind: 'text', size: '3 KB' },
  ],
};

const LATENCY_MS = 800;

const dataSource = {
  getChildrenCount: (item: FileNode) => (item.kind === 'folder' ? (item.childCount ?? -1) : 0),
  getTreeItems: (parentId?: string) =>
    new Promise<FileNode[]>((resolve) => {
      setTimeout(
        () => resolve(parentId === undefined ? rootItems : (folderContents[parentId] ?? [])),
        LATENCY_MS,
      );
    }),
};

const fileIcons: Record<Exclude<FileKind, 'folder'>, React.ElementType<SvgIconProps>> = {
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  code: CodeOutlined,
  text: DescriptionOutlined,
  sheet: TableChartOutlined,
  video: MovieOutlined,
};

const FileItem = React.forwardRef(function FileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, label, children } = props;
  const file = useTreeItemModel<FileNode>(itemId);
  const { status } = useTreeItemUtils({ itemId, children });

  let Icon: React.ElementType<SvgIconProps> = DescriptionOutlined;
  if (file?.kind === 'folder') {
    Icon = status.expanded ? FolderOpenRounded : FolderRounded;
  } else if (file) {
    Icon = fileIcons[file.kind];
  }

  return (
    <TreeItem
      {...props}
      ref={ref}
      aria-busy={status.loading || undefined}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color={file?.kind === 'folder' ? 'primary' : 'action'} />
          <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {label}
          </Box>
          {status.loading ? (
            <Typography component="span" variant="caption" color="text.secondary">
              Loading…
            </Typography>
          ) : null}
          {file?.size ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {file.size}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
});

export default function RichCustomizationFileExplorer() {
  return (
    <Box
      sx={{
        height: 340,
        width: '100%',
        maxWidth: 420,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 0.5,
        boxSizing: 'border-box',
      }}
    >
      <RichTreeViewPro
        aria-label="Files"
        items={rootItems}
        dataSource={dataSource}
        slots={{ item: FileItem }}
        slotProps={{
          item: { slotProps: { loadingIcon: { 'aria-label': 'Loading folder' } } },
        }}
      />
    </Box>
  );
}
