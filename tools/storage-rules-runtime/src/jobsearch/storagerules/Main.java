package jobsearch.storagerules;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Stand-in for Firebase's "cloud-storage-rules-runtime" jar.
 *
 * <p>firebase-tools starts the Storage emulator's rules runtime as {@code java -jar <jar> serve}
 * and talks to it with one JSON object per line on stdin/stdout (see
 * node_modules/firebase-tools/lib/emulator/storage/rules/runtime.js). The official jar is
 * downloaded on first use, which fails on machines without internet. The Firestore emulator jar
 * that Debian ships contains the same Firebase Rules engine (including the
 * {@code firebase.storage} service), so this adapter only has to translate the protocol.
 *
 * <p>Class map: {@link Protocol} (line I/O), {@link Server} (routes messages),
 * {@link RulesetRegistry} (compiles rulesets), {@link StorageVerifier} (evaluates a request),
 * {@link FirestoreBridge} (asks firebase-tools for documents), {@link Values} (JSON to
 * ExpressionValue conversions).
 */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    if (args.length < 1 || !"serve".equals(args[0])) {
      System.err.println("usage: java -jar storage-rules-runtime.jar serve");
      System.exit(2);
    }
    quietEngineLogging();

    // The protocol owns the real stdout, unbuffered so that one message is one write(2).
    // Anything else printing to System.out (engine code too) goes to stderr instead.
    OutputStream stdout = new FileOutputStream(FileDescriptor.out);
    System.setOut(System.err);
    Protocol protocol = new Protocol(System.in, stdout);
    Server server = new Server(protocol);
    // firebase-tools waits for this exact message (id -1) before sending anything.
    protocol.send(Protocol.ready());
    protocol.readLines(server::onLine);
    // stdin closed: firebase-tools went away (or the test closed us). Let queued replies out.
    server.shutdown();
    protocol.close();
    System.exit(0);
  }

  /**
   * firebase-tools logs every byte on our stderr as "Unexpected rules runtime error", so the
   * engine's java.util.logging chatter must stay off unless someone asks for it.
   */
  private static void quietEngineLogging() {
    Level level = Log.DEBUG ? Level.INFO : Level.SEVERE;
    Logger root = Logger.getLogger("");
    root.setLevel(level);
    for (var handler : root.getHandlers()) {
      handler.setLevel(level);
    }
  }
}
