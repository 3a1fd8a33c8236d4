#include "formats/record.hpp"
