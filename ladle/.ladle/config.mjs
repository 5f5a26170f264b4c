/** @type {import('@ladle/react').UserConfig} */
export default {
  stories: '../ui/src/**/*.stories.tsx',
  viteConfig: 'vite.config.ts',
  outDir: 'build',
  addons: { width: { enabled: true, defaultState: 0, options: { phone: 360, tablet: 768, laptop: 1200 } } },
};
