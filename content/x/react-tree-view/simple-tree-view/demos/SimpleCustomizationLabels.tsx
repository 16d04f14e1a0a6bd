import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface MailLabelProps {
  icon: React.ElementType<SvgIconProps>;
  text: string;
  count?: number;
}

function MailLabel({ icon: Icon, text, count }: MailLabelProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Icon fontSize="small" color="action" />
      <Typography component="span" sx={{ flex: 1 }}>
        {text}
      </Typography>
      {count ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {count} unread
        </Typography>
      ) : null}
    </Box>
  );
}

export default function SimpleCustomizationLabels() {
  return (
    <Box sx={{ height: 260, width: '100%', maxWidth: 360, overflow: 'auto' }}>
      <SimpleTreeView aria-label="Mailbox" defaultExpandedItems={['labels']}>
        <TreeItem
          itemId="inbox"
          label={<MailLabel icon={InboxOutlined} text="Inbox" count={12} />}
        />
        <TreeItem itemId="sent" label={<MailLabel icon={SendOutlined} text="Sent" />} />
        <TreeItem itemId="labels" label={<MailLabel icon={LabelOutlined} text="Labels" />}>
          <TreeItem
            itemId="family"
            label={<MailLabel icon={LabelOutlined} text="Family" count={2} />}
          />
          <TreeItem itemId="receipts" label={<MailLabel icon={LabelOutlined} text="Receipts" />} />
        </TreeItem>
        <TreeItem itemId="trash" label={<MailLabel icon={DeleteOutline} text="Trash" />} />
      </SimpleTreeView>
    </Box>
  );
}
