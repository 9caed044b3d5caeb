import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer'
import { afterAll } from 'vitest'

// React Aria writes its first announcement 100 ms late when React's act environment is off, as it is
// inside waitFor. A file that ends within those 100 ms tears down the document first, and the late write
// throws outside any test. Without an announcer the late write finds nothing to write into.
afterAll(() => destroyAnnouncer())
