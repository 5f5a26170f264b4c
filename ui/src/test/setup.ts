import '@fontsource/overpass/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import '../styles/ui.css';
