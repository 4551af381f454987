package jobsearch.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Routes incoming messages.
 *
 * <p>Everything after parsing runs on one "rules-engine" thread: rule evaluation is asynchronous
 * (a {@code firestore.get()} parks it until firebase-tools answers), so a single thread is enough
 * and keeps the registry and the pending evaluations free of locking. The stdin reader only
 * hands lines over, so it is never blocked by an evaluation.
 */
final class Server {
  /** A request we can't act on: answered with status "error" and never fatal. */
  static final class BadRequest extends RuntimeException {
    private static final long serialVersionUID = 1L;

    BadRequest(String message) {
      super(message);
    }
  }

  private final Protocol protocol;
  private final ScheduledExecutorService engine;
  private final RulesetRegistry registry = new RulesetRegistry();
  private final StorageVerifier verifier;

  Server(Protocol protocol) {
    this.protocol = protocol;
    this.engine = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "rules-engine");
      t.setDaemon(true);
      return t;
    });
    this.verifier = new StorageVerifier(registry, protocol, engine);
  }

  /** Called on the stdin thread. */
  void onLine(String line) {
    Log.debug("<- " + line);
    engine.execute(() -> handle(line));
  }

  void shutdown() {
    engine.shutdown();
    try {
      engine.awaitTermination(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void handle(String line) {
    JsonObject message;
    try {
      JsonElement parsed = JsonParser.parseString(line);
      if (!parsed.isJsonObject()) {
        throw new IllegalArgumentException("expected a JSON object");
      }
      message = parsed.getAsJsonObject();
    } catch (RuntimeException e) {
      // No id to answer to; firebase-tools logs it. Still answer so nothing waits on silence.
      Log.warn("unparseable message: " + abbreviate(line));
      protocol.send(Protocol.error(null, "unknown", "Malformed message: not a JSON object"));
      return;
    }

    Long id = null;
    String action = null;
    try {
      id = Json.optLong(message, "id");
      action = Json.optString(message, "action");
      if (action == null) {
        // firebase-tools' answer to our fetch_firestore_document carries the id of the verify
        // that asked and no action.
        if (id != null && verifier.isWaitingForFirestore(id)) {
          verifier.onFirestoreAnswer(id, message);
          return;
        }
        if (id != null && verifier.isPending(id)) {
          Log.warn("unexpected message for evaluation " + id + ": " + abbreviate(line));
          return;
        }
        throw new BadRequest("Message has no action");
      }
      if (id == null) {
        throw new BadRequest("Message for action '" + action + "' has no numeric id");
      }
      JsonObject context = Json.requireObject(message, "context");
      switch (action) {
        case "load_ruleset":
          loadRuleset(id, context);
          break;
        case "verify":
          verifier.verify(id, context);
          break;
        default:
          throw new BadRequest("Unknown action '" + action + "'");
      }
    } catch (BadRequest e) {
      protocol.send(Protocol.error(id, action, e.getMessage()));
    } catch (RuntimeException e) {
      Log.warn("internal error on " + abbreviate(line) + ": " + e);
      protocol.send(Protocol.error(id, action, "Storage rules runtime internal error: " + e));
    }
  }

  private void loadRuleset(long id, JsonObject context) {
    String name = Json.requireString(context, "rulesetName");
    JsonObject source = Json.requireObject(context, "source");
    JsonArray files = Json.requireArray(source, "files");
    RulesetRegistry.LoadOutcome outcome = registry.load(name, files);
    JsonObject result = new JsonObject();
    result.addProperty("rulesVersion", outcome.rulesVersion);
    protocol.send(Protocol.ok(id, result, outcome.errors, outcome.warnings));
  }

  static String abbreviate(String s) {
    return s.length() <= 300 ? s : s.substring(0, 300) + "...";
  }
}
