// The attacks of someone with ordinary (or a thousand free) accounts, the
// Firebase SDK, the REST endpoints and our API, each played against the
// emulators with the outcome asserted: what the site refuses, and what it
// leaves unchanged. One module of tests/api/abuse/ per kind of attack.
import './abuse/mail';
import './abuse/oracles';
import './abuse/throwaway';
import './abuse/files';
import './abuse/harvest';
