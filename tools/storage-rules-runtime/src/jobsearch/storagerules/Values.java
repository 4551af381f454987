package jobsearch.storagerules;

import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.NullValue;
import com.google.protobuf.Timestamp;
import com.google.protobuf.util.JsonFormat;
import com.google.type.LatLng;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/** Conversions into the rules engine's {@link ExpressionValue}. */
final class Values {
  private Values() {}

  private static final JsonFormat.Parser PARSER = JsonFormat.parser().ignoringUnknownFields();

  static final ExpressionValue NULL =
      ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  // ---- firebase-tools' variables (already ExpressionValue JSON, snake_case) ----

  /**
   * Parses one of {@code variables.request} / {@code variables.resource}. firebase-tools writes
   * {@code {"null_value": null}} for null; protobuf's JsonFormat reads a JSON null as "field not
   * set", which would leave the value with no kind at all, so nulls become the enum name first.
   */
  static ExpressionValue fromRuntimeJson(JsonElement json) {
    ExpressionValue.Builder builder = ExpressionValue.newBuilder();
    try {
      PARSER.merge(Protocol.GSON.toJson(fixNullValues(json.deepCopy())), builder);
    } catch (InvalidProtocolBufferException | RuntimeException e) {
      throw new Server.BadRequest("Invalid ExpressionValue JSON: " + e.getMessage());
    }
    return builder.build();
  }

  private static JsonElement fixNullValues(JsonElement e) {
    if (e.isJsonObject()) {
      JsonObject o = e.getAsJsonObject();
      for (Map.Entry<String, JsonElement> entry : o.entrySet()) {
        String key = entry.getKey();
        boolean isNullKind = key.equals("null_value") || key.equals("nullValue");
        if (isNullKind && entry.getValue().isJsonNull()) {
          entry.setValue(new JsonPrimitive("NULL_VALUE"));
        } else {
          fixNullValues(entry.getValue());
        }
      }
    } else if (e.isJsonArray()) {
      for (JsonElement child : e.getAsJsonArray()) {
        fixNullValues(child);
      }
    }
    return e;
  }

  // ---- paths ----

  /** "/b/bucket/o/a/b.png" or "/databases/(default)/documents/x/y" as plain segments. */
  static ExpressionPathValue path(String slashPath) {
    ExpressionPathValue.Builder path = ExpressionPathValue.newBuilder();
    for (String segment : slashPath.split("/")) {
      if (!segment.isEmpty()) {
        path.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
      }
    }
    return path.build();
  }

  /** The inverse of {@link #path}, for paths that rules built with bound segments only. */
  static String pathString(List<String> segments) {
    return "/" + String.join("/", segments);
  }

  // ---- Firestore REST documents (what firebase-tools answers to fetch_firestore_document) ----

  /**
   * A Firestore document as rules see it from {@code firestore.get()}: a map with {@code data},
   * {@code id} and {@code __name__}, like {@code resource} in firestore.rules.
   */
  static ExpressionValue firestoreDocument(JsonObject doc, String requestedPath) {
    String name = Json.optString(doc, "name");
    String documentPath = name != null ? databaseRelative(name) : requestedPath;
    String[] parts = documentPath.split("/");
    ExpressionMapValue.Builder data = ExpressionMapValue.newBuilder();
    JsonObject fields = Json.optObject(doc, "fields");
    if (fields != null) {
      for (Map.Entry<String, JsonElement> field : fields.entrySet()) {
        data.putFields(field.getKey(), firestoreValue(field.getValue()));
      }
    }
    ExpressionMapValue.Builder resource = ExpressionMapValue.newBuilder()
        .putFields("data", ExpressionValue.newBuilder().setMapValue(data).build())
        .putFields("id", string(parts[parts.length - 1]))
        .putFields("__name__",
            ExpressionValue.newBuilder().setPathValue(path(documentPath)).build());
    return ExpressionValue.newBuilder().setMapValue(resource).build();
  }

  /** One Firestore REST Value ({"stringValue": ...}, {"mapValue": {...}}, ...). */
  static ExpressionValue firestoreValue(JsonElement json) {
    if (!json.isJsonObject() || json.getAsJsonObject().size() == 0) {
      return NULL;
    }
    Map.Entry<String, JsonElement> kind = json.getAsJsonObject().entrySet().iterator().next();
    JsonElement v = kind.getValue();
    ExpressionValue.Builder out = ExpressionValue.newBuilder();
    switch (kind.getKey()) {
      case "nullValue":
        return NULL;
      case "booleanValue":
        return out.setBoolValue(v.getAsBoolean()).build();
      case "integerValue": // int64 travels as a string in REST JSON
        return out.setIntValue(Long.parseLong(v.getAsString())).build();
      case "doubleValue":
        return out.setFloatValue(parseDouble(v)).build();
      case "timestampValue":
        return out.setTimestampValue(timestamp(v.getAsString())).build();
      case "stringValue":
        return string(v.getAsString());
      case "bytesValue":
        return out.setBytesValue(ByteString.copyFrom(Base64.getDecoder().decode(v.getAsString())))
            .build();
      case "referenceValue":
        return out.setPathValue(path(databaseRelative(v.getAsString()))).build();
      case "geoPointValue": {
        JsonObject g = v.getAsJsonObject();
        return out.setLatlngValue(LatLng.newBuilder()
            .setLatitude(g.has("latitude") ? g.get("latitude").getAsDouble() : 0)
            .setLongitude(g.has("longitude") ? g.get("longitude").getAsDouble() : 0)).build();
      }
      case "arrayValue": {
        ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
        JsonObject array = v.getAsJsonObject();
        if (array.has("values")) {
          for (JsonElement item : array.getAsJsonArray("values")) {
            list.addValues(firestoreValue(item));
          }
        }
        return out.setListValue(list).build();
      }
      case "mapValue": {
        ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
        JsonObject fields = Json.optObject(v.getAsJsonObject(), "fields");
        if (fields != null) {
          for (Map.Entry<String, JsonElement> f : fields.entrySet()) {
            map.putFields(f.getKey(), firestoreValue(f.getValue()));
          }
        }
        return out.setMapValue(map).build();
      }
      default:
        // e.g. a vector or a type added after this was written: better undefined-ish than a crash.
        Log.warn("unsupported Firestore value kind '" + kind.getKey() + "', using null");
        return NULL;
    }
  }

  static ExpressionValue string(String s) {
    return ExpressionValue.newBuilder().setStringValue(s).build();
  }

  static ExpressionValue bool(boolean b) {
    return ExpressionValue.newBuilder().setBoolValue(b).build();
  }

  /** "projects/p/databases/(default)/documents/a/b" -> "/databases/(default)/documents/a/b". */
  private static String databaseRelative(String name) {
    int at = name.indexOf("databases/");
    return at < 0 ? name : "/" + name.substring(at);
  }

  private static double parseDouble(JsonElement v) {
    String s = v.getAsString();
    switch (s) {
      case "NaN":
        return Double.NaN;
      case "Infinity":
        return Double.POSITIVE_INFINITY;
      case "-Infinity":
        return Double.NEGATIVE_INFINITY;
      default:
        return Double.parseDouble(s);
    }
  }

  private static Timestamp timestamp(String rfc3339) {
    Instant instant;
    try {
      instant = Instant.parse(rfc3339);
    } catch (RuntimeException e) {
      instant = OffsetDateTime.parse(rfc3339).toInstant();
    }
    return Timestamp.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(instant.getNano())
        .build();
  }
}
