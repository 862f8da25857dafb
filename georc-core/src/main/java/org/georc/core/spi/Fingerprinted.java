package org.georc.core.spi;

import java.util.Map;

/**
 * A model whose outputs depend on more than its type: its id, its weights, the parameters that
 * change what it returns. The scoring engine records these entries in every row's settings (under
 * the model's {@link ModelKind#key()}), so that {@code settings_sha256} changes when the model
 * does and a resumed run refuses to mix two models.
 */
public interface Fingerprinted {

    /**
     * @return the entries to record, in a stable order: the empty key for the model's id, others
     *         such as {@code weights_sha256}; the values must not change while the model is open
     */
    Map<String, String> fingerprint();
}
