export const metricasKeys = {
  todas: ['metricas'] as const,
  publica: () => [...metricasKeys.todas, 'publica'] as const,
};
