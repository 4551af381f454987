package jobsearch.storagerules;

/**
 * Logging to stderr only: stdout carries the protocol, and every stderr line shows up in the
 * emulator log as a warning, so normal operation logs nothing unless
 * STORAGE_RULES_RUNTIME_DEBUG=1 is set.
 */
final class Log {
  static final boolean DEBUG = "1".equals(System.getenv("STORAGE_RULES_RUNTIME_DEBUG"))
      || "true".equalsIgnoreCase(System.getenv("STORAGE_RULES_RUNTIME_DEBUG"));

  private Log() {}

  static void debug(String message) {
    if (DEBUG) {
      System.err.println("[storage-rules-runtime] " + message);
    }
  }

  /** Real problems (a malformed message, an engine crash): always shown. */
  static void warn(String message) {
    System.err.println("[storage-rules-runtime] " + message);
  }
}
