import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const PASS_MARK = 50;

// Students of a fictional course: weekly study hours, exam score (out of 100)
// and attendance (% of classes) as `z`.
const students = [
  [1.5, 31, 55],
  [2, 38, 62],
  [2.5, 44, 70],
  [3, 41, 58],
  [3, 52, 81],
  [3.5, 47, 66],
  [4, 55, 74],
  [4, 49, 90],
  [4.5, 61, 85],
  [5, 58, 68],
  [5, 66, 92],
  [5.5, 63, 77],
  [6, 70, 88],
  [6, 54, 61],
  [6.5, 74, 95],
  [7, 69, 72],
  [7, 78, 90],
  [7.5, 81, 97],
  [8, 76, 84],
  [8.5, 85, 93],
  [9, 79, 70],
  [9.5, 88, 98],
  [10, 91, 94],
  [11, 86, 79],
].map(([hours, score, attendance], index) => ({ id: index, x: hours, y: score, z: attendance }));

const passed = students.filter((student) => student.y >= PASS_MARK).length;

export default function ScatterDemoStudyTime() {
  const titleId = React.useId();
  return (
    <Box component="figure" sx={{ m: 0, height: 420, display: 'flex', flexDirection: 'column' }}>
      <Typography id={titleId} component="figcaption" variant="subtitle2">
        Exam score against weekly study time: {passed} of {students.length} students passed; colour
        shows class attendance
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ScatterChart
          aria-labelledby={titleId}
          xAxis={[{ label: 'Study time (hours per week)', min: 0, max: 12 }]}
          yAxis={[{ label: 'Exam score', min: 0, max: 100 }]}
          zAxis={[
            {
              id: 'attendance',
              colorMap: {
                type: 'piecewise',
                thresholds: [70, 85],
                colors: ['#d32f2f', '#ed6c02', '#2e7d32'],
              },
            },
          ]}
          series={[
            {
              data: students,
              label: 'Students',
              markerSize: 6,
              valueFormatter: (point) =>
                point ? `${point.x} h/week, score ${point.y}, attendance ${point.z} %` : '',
            },
          ]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{
            legend: {
              axisDirection: 'z',
              // One label next to each colour, instead of labels at both ends only.
              labelPosition: 'inline-end',
              labelFormatter: ({ min, max }) => {
                if (min === null) return `Attendance under ${max} %`;
                if (max === null) return `${min} % or more`;
                return `${min} to ${max} %`;
              },
            },
          }}
        >
          <ChartsReferenceLine
            y={PASS_MARK}
            label="Pass mark"
            labelAlign="end"
            lineStyle={{ strokeDasharray: '6 4' }}
          />
        </ScatterChart>
      </Box>
    </Box>
  );
}
