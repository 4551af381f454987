package jobsearch.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorage;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.utils.PathUtils;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Handles {@code verify}: builds the engine's firebase.storage request context from the message
 * and evaluates it against a loaded ruleset. Every verify gets exactly one final answer,
 * {@code {"id", "status":"ok", "result":{"permit"}}}: an engine failure or a timeout is a deny
 * with a warning, which the emulator logs, rather than silence (silence hangs the HTTP request).
 */
final class StorageVerifier {
  /** Upper bound for one evaluation, Firestore round-trips included. */
  static final long TIMEOUT_SECONDS = 30;

  private static final class Evaluation {
    final FirestoreBridge firestore;
    ScheduledFuture<?> timeout;

    Evaluation(FirestoreBridge firestore) {
      this.firestore = firestore;
    }
  }

  private final RulesetRegistry registry;
  private final Protocol protocol;
  private final ScheduledExecutorService engine;
  private final Map<Long, Evaluation> pending = new HashMap<>();

  StorageVerifier(RulesetRegistry registry, Protocol protocol, ScheduledExecutorService engine) {
    this.registry = registry;
    this.protocol = protocol;
    this.engine = engine;
  }

  boolean isPending(long id) {
    return pending.containsKey(id);
  }

  boolean isWaitingForFirestore(long id) {
    Evaluation e = pending.get(id);
    return e != null && e.firestore.isWaiting();
  }

  void onFirestoreAnswer(long id, JsonObject message) {
    pending.get(id).firestore.onAnswer(message);
  }

  void verify(long id, JsonObject context) {
    if (pending.containsKey(id)) {
      throw new Server.BadRequest("A verify with id " + id + " is already being evaluated");
    }
    String rulesetName = Json.requireString(context, "rulesetName");
    String service = Json.optString(context, "service");
    if (service != null && !FirebaseStorage.SERVICE_NAME.equals(service)) {
      throw new Server.BadRequest("Unsupported service '" + service + "'");
    }
    String path = Json.requireString(context, "path");
    String method = Json.requireString(context, "method");
    String delimiter = Json.optString(context, "delimiter");
    JsonObject variables = Json.requireObject(context, "variables");
    ExpressionValue request = variable(variables, "request");
    ExpressionValue resource = variable(variables, "resource");
    if (!request.hasMapValue()) {
      throw new Server.BadRequest("variables.request must be a map_value");
    }

    RulesetAst ruleset = registry.get(rulesetName);
    if (ruleset == null) {
      answer(id, false, "Ruleset '" + rulesetName + "' is not loaded (did it compile?)");
      return;
    }

    FirestoreBridge firestore = new FirestoreBridge(id, protocol);
    RequestContext requestContext = new RequestContext(
        rulePath(path, method, delimiter), request.getMapValue(), resource, firestore);
    AuthRuleEvaluator.RuleContext ruleContext = convert(method, requestContext);

    Evaluation evaluation = new Evaluation(firestore);
    pending.put(id, evaluation);
    evaluation.timeout = engine.schedule(
        () -> finish(id, false, "Rules evaluation timed out after " + TIMEOUT_SECONDS + "s"),
        TIMEOUT_SECONDS, TimeUnit.SECONDS);

    ListenableFuture<EvaluationResult> result;
    try {
      result = new DefaultEvaluator(ruleset).evaluate(ruleContext);
    } catch (RuntimeException e) {
      result = Futures.immediateFailedFuture(e);
    }
    ListenableFuture<EvaluationResult> done = result;
    done.addListener(() -> {
      try {
        finish(id, Futures.getDone(done).permit(), null);
      } catch (ExecutionException | RuntimeException e) {
        // Engine errors (null value, missing field, failed firestore.get) deny, as in production.
        Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
        String why = cause instanceof EvaluationException ? cause.getMessage() : cause.toString();
        finish(id, false, "Permission denied by rules evaluation error: " + why);
      }
    }, engine);
  }

  private void finish(long id, boolean permit, String warning) {
    Evaluation evaluation = pending.remove(id);
    if (evaluation == null) {
      return; // already answered (e.g. timed out first)
    }
    evaluation.timeout.cancel(false);
    evaluation.firestore.close();
    answer(id, permit, warning);
  }

  private void answer(long id, boolean permit, String warning) {
    JsonObject result = new JsonObject();
    result.addProperty("permit", permit);
    JsonArray warnings = new JsonArray();
    if (warning != null) {
      warnings.add(Protocol.clip(warning));
      Log.debug("verify " + id + ": " + warning);
    }
    protocol.send(Protocol.ok(id, result, new JsonArray(), warnings));
  }

  private static ExpressionValue variable(JsonObject variables, String name) {
    JsonElement json = variables.get(name);
    return json == null || json.isJsonNull() ? Values.NULL : Values.fromRuntimeJson(json);
  }

  /**
   * The path the rules are matched against. For get/create/update/delete it is the object's own
   * path. A list names a prefix ("users/u1"); like the Firestore emulator does for collection
   * queries, the listed children are represented by an unbound trailing segment: a capture
   * ({@code /users/u1/{x}}) when listing one level with delimiter "/", a glob
   * ({@code /users/u1/{x=**}}) for a recursive listing without delimiter.
   */
  private static ExpressionPathValue rulePath(String path, String method, String delimiter) {
    ExpressionPathValue base = Values.path(path);
    if (!"list".equals(method)) {
      return base;
    }
    PathUtils.Builder builder = PathUtils.pathBuilder(base);
    boolean recursive = delimiter == null || delimiter.isEmpty();
    return (recursive ? builder.appendGlob() : builder.appendCapture()).build();
  }

  private static AuthRuleEvaluator.RuleContext convert(String method, RequestContext context) {
    switch (method) {
      case "get":
        return FirebaseStorageGetContextConverter.convert(context);
      case "list":
        return FirebaseStorageListContextConverter.convert(context);
      case "create":
        return FirebaseStorageCreateContextConverter.convert(context);
      case "update":
        return FirebaseStorageUpdateContextConverter.convert(context);
      case "delete":
        return FirebaseStorageDeleteContextConverter.convert(context);
      default:
        throw new Server.BadRequest("Unknown method '" + method + "'");
    }
  }

  /**
   * What the engine's generated converters ask of a firebase.storage request. One class serves
   * all five methods: the per-method interfaces only differ in whether {@code resource} exists.
   */
  static final class RequestContext implements
      FirebaseStorageService.FirebaseStorageGetContext,
      FirebaseStorageService.FirebaseStorageListContext,
      FirebaseStorageService.FirebaseStorageCreateContext,
      FirebaseStorageService.FirebaseStorageUpdateContext,
      FirebaseStorageService.FirebaseStorageDeleteContext {
    private final ExpressionPathValue path;
    private final ExpressionMapValue request;
    private final ExpressionValue resource;
    private final FirestoreBridge firestore;

    RequestContext(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resource,
        FirestoreBridge firestore) {
      this.path = path;
      this.request = request;
      this.resource = resource;
      this.firestore = firestore;
    }

    @Override
    public ExpressionPathValue path() {
      return path;
    }

    @Override
    public ExpressionMapValue request() {
      return request;
    }

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resource);
    }

    /** {@code debug(x)} in rules: printed on stderr, where the emulator log shows it. */
    @Override
    public ExpressionValue debug(ExpressionValue value) {
      Log.warn("debug: " + value.toString().replace('\n', ' '));
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue documentPath,
        SourcePosition position) {
      return firestore.get(documentPath, position);
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue documentPath,
        SourcePosition position) {
      return firestore.exists(documentPath, position);
    }
  }
}
