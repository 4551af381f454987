package jobsearch.storagerules;

import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.SettableFuture;
import com.google.firebase.rules.runtime.common.EvaluationException;
import com.google.firebase.rules.runtime.utils.ExpressionValueUtils;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * Serves {@code firestore.get()} / {@code firestore.exists()} for one evaluation by asking
 * firebase-tools, which reads the document from the Firestore emulator.
 *
 * <p>The exchange, all under the id of the verify request that is being evaluated:
 * <pre>
 *   us:   {"server_request_id": ID, "status": "ok", "action": "fetch_firestore_document",
 *          "context": {"path": "/databases/(default)/documents/users/u1"}}
 *   them: {"id": ID, "status": "ok" | "not_found", "result": {"name", "fields"}, ...}
 * </pre>
 * runtime.js keeps a single handler per id, so only one question may be outstanding per
 * evaluation: further ones wait in a queue. Answers are cached per path for the rest of the
 * evaluation. Used on the engine thread only.
 */
final class FirestoreBridge {
  private static final class Question {
    final String path;
    final SettableFuture<JsonObject> answer = SettableFuture.create();

    Question(String path) {
      this.path = path;
    }
  }

  private final long verifyId;
  private final Protocol protocol;
  private final ArrayDeque<Question> waiting = new ArrayDeque<>();
  private final Map<String, ListenableFuture<JsonObject>> byPath = new HashMap<>();
  private Question inFlight;
  private boolean closed;

  FirestoreBridge(long verifyId, Protocol protocol) {
    this.verifyId = verifyId;
    this.protocol = protocol;
  }

  /** The document as a rules map ({data, id, __name__}), or null when it does not exist. */
  ListenableFuture<ExpressionValue> get(ExpressionPathValue path, SourcePosition position) {
    return ask(path, position, (answer, docPath) -> {
      JsonObject result = Json.optObject(answer, "result");
      return result == null ? Values.NULL : Values.firestoreDocument(result, docPath);
    }, "firestore.get");
  }

  ListenableFuture<ExpressionValue> exists(ExpressionPathValue path, SourcePosition position) {
    return ask(path, position,
        (answer, docPath) -> Values.bool(Json.optObject(answer, "result") != null),
        "firestore.exists");
  }

  boolean isWaiting() {
    return inFlight != null;
  }

  /** firebase-tools' answer to the question in flight. */
  void onAnswer(JsonObject message) {
    Question answered = inFlight;
    inFlight = null;
    if (answered != null) {
      answered.answer.set(message);
    }
    sendNext();
  }

  /** The evaluation is over (answered or timed out): fail whatever is still waiting. */
  void close() {
    closed = true;
    EvaluationException gone = new EvaluationException(SourcePosition.getDefaultInstance(),
        "evaluation finished before the Firestore document arrived");
    if (inFlight != null) {
      inFlight.answer.setException(gone);
      inFlight = null;
    }
    for (Question q : waiting) {
      q.answer.setException(gone);
    }
    waiting.clear();
  }

  private interface AnswerReader {
    ExpressionValue read(JsonObject answer, String docPath);
  }

  private ListenableFuture<ExpressionValue> ask(ExpressionPathValue path, SourcePosition position,
      AnswerReader reader, String function) {
    String docPath;
    try {
      docPath = Values.pathString(ExpressionValueUtils.getPathSegments(position, path));
    } catch (EvaluationException e) {
      return Futures.immediateFailedFuture(e);
    }
    ListenableFuture<JsonObject> answer = byPath.computeIfAbsent(docPath, this::enqueue);
    return Futures.transformAsync(answer, message -> {
      String status = Json.optString(message, "status");
      if ("ok".equals(status) || "not_found".equals(status)) {
        return Futures.immediateFuture(reader.read(message, docPath));
      }
      // e.g. "invalid_state" when firebase-tools refuses the read: an evaluation error (deny).
      return Futures.immediateFailedFuture(new EvaluationException(position,
          function + "(" + docPath + ") failed: status " + status + " " + message.get("errors")));
    }, Runnable::run);
  }

  private ListenableFuture<JsonObject> enqueue(String docPath) {
    Question q = new Question(docPath);
    if (closed) {
      q.answer.setException(new EvaluationException(SourcePosition.getDefaultInstance(),
          "evaluation already finished"));
      return q.answer;
    }
    waiting.add(q);
    if (inFlight == null) {
      sendNext();
    }
    return q.answer;
  }

  private void sendNext() {
    if (inFlight != null || waiting.isEmpty()) {
      return;
    }
    inFlight = waiting.poll();
    JsonObject context = new JsonObject();
    context.addProperty("path", inFlight.path);
    JsonObject m = new JsonObject();
    m.addProperty("server_request_id", verifyId);
    m.addProperty("status", "ok");
    m.addProperty("action", "fetch_firestore_document");
    m.add("context", context);
    protocol.send(m);
  }
}
