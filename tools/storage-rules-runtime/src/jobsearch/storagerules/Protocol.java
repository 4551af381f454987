package jobsearch.storagerules;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Line-delimited JSON over stdin/stdout.
 *
 * <p>Why a writer thread with a pause between messages: firebase-tools 14.x runs
 * {@code JSON.parse} on each stdout <em>chunk</em> it receives, not on each line. Two messages
 * that reach the pipe together arrive as one chunk, fail to parse and are both dropped, which
 * leaves the HTTP request behind them hanging. So every message is one line, written and flushed
 * on its own, and consecutive writes are spaced by {@link #MIN_GAP_MILLIS}.
 */
final class Protocol {
  static final Gson GSON = new GsonBuilder().disableHtmlEscaping().serializeNulls().create();

  /** Spacing between two stdout messages; see the class comment. */
  static final long MIN_GAP_MILLIS = 12;

  private static final String STOP = "\u0000stop";

  private final BufferedReader in;
  private final OutputStream out;
  private final LinkedBlockingQueue<String> outbox = new LinkedBlockingQueue<>();
  private final Thread writer;

  Protocol(InputStream in, OutputStream out) {
    this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    this.out = out;
    this.writer = new Thread(this::writeLoop, "protocol-writer");
    this.writer.setDaemon(true);
    this.writer.start();
  }

  /** Queues one message; Gson never emits a raw newline, so it is exactly one line. */
  void send(JsonObject message) {
    outbox.add(GSON.toJson(message));
  }

  /** Blocks, handing each non-blank stdin line to {@code onLine}, until stdin closes. */
  void readLines(Consumer<String> onLine) {
    try {
      String line;
      while ((line = in.readLine()) != null) {
        if (!line.isBlank()) {
          onLine.accept(line);
        }
      }
    } catch (IOException e) {
      Log.warn("stdin failed: " + e);
    }
  }

  /** Lets queued messages drain (briefly), then stops the writer. */
  void close() {
    outbox.add(STOP);
    try {
      writer.join(2000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void writeLoop() {
    long lastWrite = 0;
    try {
      while (true) {
        String line = outbox.take();
        if (line == STOP) {
          return;
        }
        long wait = lastWrite + TimeUnit.MILLISECONDS.toNanos(MIN_GAP_MILLIS) - System.nanoTime();
        if (lastWrite != 0 && wait > 0) {
          TimeUnit.NANOSECONDS.sleep(wait);
        }
        out.write((line + "\n").getBytes(StandardCharsets.UTF_8)); // one write(2) per message
        out.flush();
        lastWrite = System.nanoTime();
        Log.debug("-> " + line);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      // The other end is gone; nothing left to answer.
      Log.debug("stdout closed: " + e);
      System.exit(0);
    }
  }

  /**
   * Bounds a free-text field. Messages stay well under a pipe buffer, so each one reaches
   * firebase-tools in a single stdout chunk (see the class comment).
   */
  static String clip(String text) {
    return text.length() <= 400 ? text : text.substring(0, 400) + "...";
  }

  // ---- message shapes (mirroring firebase-tools' lib/emulator/storage/rules/types) ----

  /** The start-up handshake: runtime.js resolves start() on id -1. */
  static JsonObject ready() {
    JsonObject m = new JsonObject();
    m.addProperty("id", -1);
    m.addProperty("status", "ok");
    return m;
  }

  /** A successful answer: {id, status:"ok", result, errors, warnings}. */
  static JsonObject ok(long id, JsonObject result, JsonArray errors, JsonArray warnings) {
    JsonObject m = new JsonObject();
    m.addProperty("id", id);
    m.addProperty("status", "ok");
    m.add("result", result);
    m.add("errors", errors);
    m.add("warnings", warnings);
    return m;
  }

  /**
   * An answer to a request we could not process. runtime.js drops any non-ok message that has no
   * {@code action} field (and the caller then waits forever), so it is always present.
   */
  static JsonObject error(Long id, String action, String message) {
    message = clip(message);
    JsonObject m = new JsonObject();
    if (id != null) {
      m.addProperty("id", id);
    }
    m.addProperty("status", "error");
    m.addProperty("action", action == null ? "unknown" : action);
    m.addProperty("message", message);
    JsonArray errors = new JsonArray();
    errors.add(message);
    m.add("errors", errors);
    m.add("warnings", new JsonArray());
    return m;
  }
}
