package jobsearch.storagerules;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** Small Gson accessors that turn a missing or mistyped field into a {@link Server.BadRequest}. */
final class Json {
  private Json() {}

  static Long optLong(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
      return null;
    }
    return e.getAsLong();
  }

  static String optString(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
      return null;
    }
    return e.getAsString();
  }

  static String requireString(JsonObject o, String key) {
    String s = optString(o, key);
    if (s == null) {
      throw new Server.BadRequest("Missing string field '" + key + "'");
    }
    return s;
  }

  static JsonObject optObject(JsonObject o, String key) {
    JsonElement e = o.get(key);
    return e != null && e.isJsonObject() ? e.getAsJsonObject() : null;
  }

  static JsonObject requireObject(JsonObject o, String key) {
    JsonObject child = optObject(o, key);
    if (child == null) {
      throw new Server.BadRequest("Missing object field '" + key + "'");
    }
    return child;
  }

  static JsonArray requireArray(JsonObject o, String key) {
    JsonElement e = o.get(key);
    if (e == null || !e.isJsonArray()) {
      throw new Server.BadRequest("Missing array field '" + key + "'");
    }
    return e.getAsJsonArray();
  }
}
