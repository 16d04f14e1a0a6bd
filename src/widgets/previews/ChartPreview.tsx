'use client';
import { BarChart } from '@mui/x-charts/BarChart';
import { DemoTheme } from '@/demos/DemoTheme';

export default function ChartPreview() {
  return (
    <DemoTheme>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        series={[
          { data: [32, 41, 38, 52], label: 'Web' },
          { data: [18, 22, 29, 34], label: 'Mobile' },
        ]}
      />
    </DemoTheme>
  );
}
