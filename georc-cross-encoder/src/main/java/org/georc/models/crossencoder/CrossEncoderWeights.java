package org.georc.models.crossencoder;

/**
 * Where the georc cross-encoder's files lie in this jar. The jar carries data only: the judge
 * that runs the model is {@code org.georc.judges.crossencoder} in georc-judges. The folder name
 * holds a dash, so it is no Java package and a named module reads it through the class loader.
 */
public final class CrossEncoderWeights {
    /** The resource folder: {@code model.onnx}, {@code tokenizer.json}, {@code labels.json}, {@code card.md}, {@code parity.jsonl}. */
    public static final String RESOURCE_DIR = "org/georc/models/cross-encoder/";

    private CrossEncoderWeights() {
    }
}
