import type { GlobalProvider } from '@ladle/react';
import '@fontsource/overpass/latin-400.css';
import '@fontsource/overpass/latin-700.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import '../../ui/src/styles/ui.css';

export const Provider: GlobalProvider = ({ children }) => <div lang="id">{children}</div>;
