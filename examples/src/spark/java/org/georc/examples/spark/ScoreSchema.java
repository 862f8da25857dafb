package org.georc.examples.spark;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.ArrayType;
import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.MapType;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.georc.core.GeorcException;

/**
 * The Parquet schema of a score file: the fields of the CLI's {@code georc score} JSON lines
 * (built by the library's {@code ScoreRecord.toJson}, plus country and flags), one column each,
 * with the same names.
 *
 * <p>{@link #toRow} converts such a JSON line into a row of this schema and refuses a field the
 * schema lacks, so a field added to the score lines cannot be dropped silently: the Spark test
 * fails first.
 */
public final class ScoreSchema {
    private ScoreSchema() {
    }

    private static final StructType ALIGNMENT = new StructType()
            .add("index", DataTypes.IntegerType, false)
            .add("statement", DataTypes.StringType, false)
            .add("score", DataTypes.DoubleType, false)
            .add("support_index", DataTypes.IntegerType)
            .add("support", DataTypes.StringType)
            .add("reason", DataTypes.StringType);

    private static final StructType FLAGGED = new StructType()
            .add("index", DataTypes.IntegerType, false)
            .add("flag", DataTypes.StringType, false)
            .add("reason", DataTypes.StringType);

    /**
     * @param alignments with the per-statement alignment columns
     * @param flags      with the statement count and flag columns
     * @return the schema
     */
    public static StructType of(boolean alignments, boolean flags) {
        StructType s = new StructType()
                .add("id", DataTypes.StringType, false)
                .add("model", DataTypes.StringType, false)
                .add("precision", DataTypes.DoubleType)
                .add("recall", DataTypes.DoubleType)
                .add("f1", DataTypes.DoubleType)
                .add("judge_error", DataTypes.StringType)
                .add("country", DataTypes.StringType)
                .add("judge", DataTypes.StringType)
                .add("model_id", DataTypes.StringType)
                .add("weights_sha256", DataTypes.StringType)
                .add("prompt_version", DataTypes.StringType)
                .add("parameters", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType))
                .add("time", DataTypes.StringType);
        if (alignments) {
            s = s.add("candidate_alignments", DataTypes.createArrayType(ALIGNMENT, false))
                    .add("reference_alignments", DataTypes.createArrayType(ALIGNMENT, false));
        }
        s = s.add("predicted_country", DataTypes.StringType)
                .add("country_correct", DataTypes.BooleanType);
        if (flags) {
            s = s.add("statements", DataTypes.IntegerType)
                    .add("flags", DataTypes.createMapType(DataTypes.StringType, DataTypes.IntegerType, false))
                    .add("flagged_statements", DataTypes.createArrayType(FLAGGED, false));
        }
        // the run's settings and their fingerprint; a row over the size limit names what it left out
        return s.add("settings", DataTypes.createMapType(DataTypes.StringType, DataTypes.StringType), false)
                .add("settings_sha256", DataTypes.StringType, false)
                .add("omitted", DataTypes.createArrayType(DataTypes.StringType, false))
                .add("omitted_reason", DataTypes.StringType);
    }

    /**
     * Converts a JSON object into a row of the schema; absent fields are null.
     *
     * @param node   the JSON object
     * @param schema the row's schema
     * @return the row
     * @throws GeorcException when the object has a field the schema lacks, or a value of another type
     */
    public static Row toRow(ObjectNode node, StructType schema) {
        return struct(node, schema, "");
    }

    private static Row struct(JsonNode node, StructType schema, String path) {
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (schema.getFieldIndex(name).isEmpty()) {
                throw new GeorcException("score field \"" + path + name + "\" has no column in the Parquet schema "
                        + "(ScoreSchema): add it there");
            }
        }
        StructField[] fields = schema.fields();
        Object[] values = new Object[fields.length];
        for (int i = 0; i < fields.length; i++) {
            JsonNode v = node.get(fields[i].name());
            String where = path + fields[i].name();
            values[i] = v == null || v.isNull() ? nullable(fields[i], where) : value(v, fields[i].dataType(), where);
        }
        return RowFactory.create(values);
    }

    private static Object nullable(StructField f, String where) {
        if (!f.nullable()) {
            throw new GeorcException("score field \"" + where + "\" is missing");
        }
        return null;
    }

    private static Object value(JsonNode v, DataType type, String where) {
        if (type.equals(DataTypes.StringType) && v.isTextual()) {
            return v.asText();
        }
        if (type.equals(DataTypes.DoubleType) && v.isNumber()) {
            return v.doubleValue();
        }
        if (type.equals(DataTypes.IntegerType) && v.canConvertToInt() && v.isIntegralNumber()) {
            return v.intValue();
        }
        if (type.equals(DataTypes.BooleanType) && v.isBoolean()) {
            return v.booleanValue();
        }
        if (type instanceof StructType st && v.isObject()) {
            return struct(v, st, where + ".");
        }
        if (type instanceof ArrayType at && v.isArray()) {
            List<Object> list = new ArrayList<>(v.size());
            for (JsonNode e : v) {
                list.add(value(e, at.elementType(), where + "[]"));
            }
            return scala.jdk.javaapi.CollectionConverters.asScala(list).toSeq();
        }
        if (type instanceof MapType mt && v.isObject() && mt.keyType().equals(DataTypes.StringType)) {
            Map<String, Object> map = new LinkedHashMap<>();
            v.fields().forEachRemaining(e -> map.put(e.getKey(), value(e.getValue(), mt.valueType(),
                    where + "." + e.getKey())));
            return scala.jdk.javaapi.CollectionConverters.asScala(map);
        }
        throw new GeorcException("score field \"" + where + "\": expected " + type.simpleString() + ", got "
                + v.getNodeType().name().toLowerCase(java.util.Locale.ROOT));
    }
}
