import { BarChart, FunnelChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts with only what the statistics draw (lines, bars, a funnel, drawn as SVG): loaded by
 * the statistics page when a chart first shows, never with the resident app or the console's
 * other pages.
 */
echarts.use([
  LineChart,
  BarChart,
  FunnelChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
