package jobsearch.storagerules;

import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.runtime.v1.RulesetAst;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.HashMap;
import java.util.Map;

/**
 * Compiles storage.rules sources and keeps the resulting ASTs by ruleset name.
 *
 * <p>firebase-tools gives every (re)load a fresh name ("0", "1", ...) and only verifies against
 * the latest successfully loaded one, so old entries are kept but never consulted again; the
 * registry stays tiny in practice. Accessed from the engine thread only.
 */
final class RulesetRegistry {
  static final class LoadOutcome {
    final int rulesVersion;
    final JsonArray errors;
    final JsonArray warnings;

    LoadOutcome(int rulesVersion, JsonArray errors, JsonArray warnings) {
      this.rulesVersion = rulesVersion;
      this.errors = errors;
      this.warnings = warnings;
    }
  }

  /**
   * Same options the Firestore emulator uses, plus cross-service rules so that storage.rules may
   * call {@code firestore.get()} / {@code firestore.exists()} as in production.
   */
  private final FirebaseRulesProtoCompiler compiler = FirebaseRulesProtoCompiler.createStandalone(
      FirebaseRulesLangOptions.builder()
          .allowTernaryOperator(true)
          .allowCrossServiceRules(true)
          .build());

  private final Map<String, RulesetAst> rulesets = new HashMap<>();

  /**
   * Issues reported per kind. Keeps the answer to a badly broken file small: firebase-tools
   * parses each stdout chunk on its own, and a long message may reach it in several chunks.
   */
  static final int MAX_ISSUES = 10;

  LoadOutcome load(String rulesetName, JsonArray files) {
    Source.Builder source = Source.newBuilder();
    for (JsonElement element : files) {
      if (!element.isJsonObject()) {
        throw new Server.BadRequest("source.files entries must be {name, content} objects");
      }
      JsonObject file = element.getAsJsonObject();
      source.addFiles(File.newBuilder()
          .setName(Json.requireString(file, "name"))
          .setContent(Json.requireString(file, "content")));
    }
    if (source.getFilesCount() == 0) {
      throw new Server.BadRequest("source.files is empty");
    }

    JsonArray errors = new JsonArray();
    JsonArray warnings = new JsonArray();
    CompileResult compiled;
    try {
      compiled = compiler.compile(source.build());
    } catch (RuntimeException e) {
      // The compiler reports bad rules as issues; an exception here is unexpected, but it must
      // still come back as a load error rather than a dead request.
      Log.warn("compiler failed: " + e);
      errors.add(issueJson(e.toString(), source.getFiles(0).getName(), 0, 0,
          Issue.Severity.ERROR_VALUE));
      return new LoadOutcome(1, errors, warnings);
    }

    int dropped = 0;
    for (Issue issue : compiled.getIssues()) {
      JsonArray target = issue.getSeverity() == Issue.Severity.ERROR ? errors : warnings;
      if (target.size() >= MAX_ISSUES) {
        dropped++;
        continue;
      }
      SourcePosition pos = issue.getSourcePosition();
      target.add(issueJson(Protocol.clip(issue.getDescription()), pos.getFileName(), pos.getLine(),
          pos.getColumn(), issue.getSeverityValue()));
    }
    if (dropped > 0) {
      // Not JSON: firebase-tools then logs the string as it is.
      (errors.size() > 0 ? errors : warnings).add("... and " + dropped + " more issues");
    }

    RulesetAst ast = compiled.getRulesetAst();
    int version = ast != null && ast.getVersion() == RulesetAst.Version.VERSION_2 ? 2 : 1;
    if (!compiled.hasCompilationError() && errors.size() == 0 && ast != null) {
      rulesets.put(rulesetName, ast);
    }
    return new LoadOutcome(version, errors, warnings);
  }

  /** The compiled ruleset, or null if that name was never loaded without errors. */
  RulesetAst get(String rulesetName) {
    return rulesets.get(rulesetName);
  }

  /**
   * The official runtime serialises each Issue proto with Gson's field reflection, so issues travel
   * as a JSON <em>string</em> with protobuf's internal field names (trailing underscores).
   * firebase-tools' rules manager parses exactly {@code description_} and
   * {@code sourcePosition_.fileName_ / line_} to print "description in file:line".
   */
  static String issueJson(String description, String fileName, int line, int column,
      int severity) {
    JsonObject position = new JsonObject();
    position.addProperty("fileName_", fileName);
    position.addProperty("line_", line);
    position.addProperty("column_", column);
    JsonObject issue = new JsonObject();
    issue.addProperty("description_", description);
    issue.add("sourcePosition_", position);
    issue.addProperty("severity_", severity);
    return Protocol.GSON.toJson(issue);
  }
}
