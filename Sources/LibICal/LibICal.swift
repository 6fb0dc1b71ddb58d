// The LibICal module: the only importer of CLibICal. See docs/ARCHITECTURE.md.
import CLibICal
