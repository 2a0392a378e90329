// Individual icon modules of @tabler/icons-react, imported one by one so that
// neither the bundle nor the test runner loads the whole icon set.
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  import type { TablerIcon } from '@tabler/icons-react';
  const Icon: TablerIcon;
  export default Icon;
}
