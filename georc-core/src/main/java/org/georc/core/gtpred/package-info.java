/** GTPred answer scoring: year phrases, location normalisation, record I/O and the scorer. */
package org.georc.core.gtpred;
